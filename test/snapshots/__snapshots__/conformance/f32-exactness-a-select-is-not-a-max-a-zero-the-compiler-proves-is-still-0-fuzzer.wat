;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 f32)
  (block $folding-inner1
   (block $folding-inner0
    (loop $l5
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (local.set $2
        (i32.mul
         (local.get $0)
         (i32.const 3)
        )
       )
       (if
        (i32.ge_u
         (local.get $0)
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 0)
         )
         (br $folding-inner0)
        )
       )
       (local.set $9
        (if (result f32)
         (f32.gt
          (f32.load
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (f32.const nan:0x400000)
         )
         (then
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 1)
            )
            (br $folding-inner0)
           )
          )
          (f32.load
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
         (else
          (f32.const nan:0x400000)
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $2)
         (local.get $8)
        )
        (then
         (global.set $oob_site
          (i32.const 2)
         )
         (br $folding-inner1)
        )
       )
       (f32.store
        (i32.add
         (local.get $7)
         (i32.shl
          (local.get $2)
          (i32.const 2)
         )
        )
        (local.get $9)
       )
       (local.set $2
        (i32.add
         (i32.mul
          (local.get $0)
          (i32.const 3)
         )
         (i32.const 1)
        )
       )
       (if
        (i32.ge_u
         (local.get $0)
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 3)
         )
         (br $folding-inner0)
        )
       )
       (local.set $9
        (if (result f32)
         (f32.lt
          (f32.load
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (f32.const 2)
         )
         (then
          (f32.const 2)
         )
         (else
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 4)
            )
            (br $folding-inner0)
           )
          )
          (f32.load
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $2)
         (local.get $8)
        )
        (then
         (global.set $oob_site
          (i32.const 5)
         )
         (br $folding-inner1)
        )
       )
       (f32.store
        (i32.add
         (local.get $7)
         (i32.shl
          (local.get $2)
          (i32.const 2)
         )
        )
        (local.get $9)
       )
       (local.set $3
        (i32.const 0)
       )
       (loop $top3
        (if
         (i32.lt_s
          (local.get $3)
          (i32.const 2)
         )
         (then
          (local.set $2
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 2)
           )
          )
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 6)
            )
            (br $folding-inner0)
           )
          )
          (local.set $9
           (f32.div
            (f32.const 1)
            (f32.add
             (f32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (f32.const 0)
            )
           )
          )
          (if
           (i32.ge_u
            (local.get $2)
            (local.get $8)
           )
           (then
            (global.set $oob_site
             (i32.const 7)
            )
            (br $folding-inner1)
           )
           (else
            (f32.store
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $9)
            )
            (local.set $3
             (i32.add
              (local.get $3)
              (i32.const 1)
             )
            )
            (br $top3)
           )
          )
         )
        )
       )
       (local.set $0
        (i32.add
         (local.get $0)
         (i32.const 1)
        )
       )
       (br $l5)
      )
     )
    )
    (return
     (i32.const 0)
    )
   )
   (global.set $oob_index
    (local.get $0)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 f32)
  (loop $l5
   (if
    (i32.lt_s
     (local.get $0)
     (local.get $1)
    )
    (then
     (local.set $2
      (i32.mul
       (local.get $0)
       (i32.const 3)
      )
     )
     (if
      (i32.eqz
       (f32.gt
        (local.tee $9
         (f32.load
          (i32.add
           (local.get $5)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
        )
        (f32.const nan:0x400000)
       )
      )
      (then
       (local.set $9
        (f32.const nan:0x400000)
       )
      )
     )
     (if
      (i32.ge_u
       (local.get $2)
       (local.get $8)
      )
      (then
       (global.set $oob_site
        (i32.const 2)
       )
       (global.set $oob_index
        (local.get $2)
       )
       (return
        (i32.const 1)
       )
      )
     )
     (f32.store
      (i32.add
       (local.get $7)
       (i32.shl
        (local.get $2)
        (i32.const 2)
       )
      )
      (local.get $9)
     )
     (local.set $2
      (i32.add
       (i32.mul
        (local.get $0)
        (i32.const 3)
       )
       (i32.const 1)
      )
     )
     (local.set $9
      (if (result f32)
       (f32.lt
        (f32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
        (f32.const 2)
       )
       (then
        (f32.const 2)
       )
       (else
        (f32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
      )
     )
     (if
      (i32.ge_u
       (local.get $2)
       (local.get $8)
      )
      (then
       (global.set $oob_site
        (i32.const 5)
       )
       (global.set $oob_index
        (local.get $2)
       )
       (return
        (i32.const 1)
       )
      )
     )
     (f32.store
      (i32.add
       (local.get $7)
       (i32.shl
        (local.get $2)
        (i32.const 2)
       )
      )
      (local.get $9)
     )
     (local.set $2
      (i32.const 0)
     )
     (loop $top3
      (if
       (i32.lt_s
        (local.get $2)
        (i32.const 2)
       )
       (then
        (local.set $9
         (f32.div
          (f32.const 1)
          (f32.add
           (f32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
           (f32.const 0)
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $3
           (i32.add
            (i32.mul
             (local.get $0)
             (i32.const 3)
            )
            (i32.const 2)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 7)
          )
          (global.set $oob_index
           (local.get $3)
          )
          (return
           (i32.const 1)
          )
         )
         (else
          (f32.store
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $3)
             (i32.const 2)
            )
           )
           (local.get $9)
          )
          (local.set $2
           (i32.add
            (local.get $2)
            (i32.const 1)
           )
          )
          (br $top3)
         )
        )
       )
      )
     )
     (local.set $0
      (i32.add
       (local.get $0)
       (i32.const 1)
      )
     )
     (br $l5)
    )
   )
  )
  (i32.const 0)
 )
)
