;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (local $10 f32)
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.tee $2
      (local.get $0)
     )
     (local.get $1)
    )
    (then
     (loop $l14
      (local.set $0
       (i32.const 0)
      )
      (loop $top3
       (if
        (i32.ge_u
         (local.tee $3
          (i32.add
           (i32.shl
            (local.get $2)
            (i32.const 6)
           )
           (local.get $0)
          )
         )
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 0)
         )
         (global.set $oob_index
          (local.get $3)
         )
         (return
          (i32.const 1)
         )
        )
       )
       (local.set $10
        (f32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $3)
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.tee $3
          (local.get $0)
         )
         (i32.const 64)
        )
        (then
         (global.set $oob_site
          (i32.const 1)
         )
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $9)
         (i32.shl
          (local.get $3)
          (i32.const 2)
         )
        )
        (local.get $10)
       )
       (br_if $top3
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (local.set $4
       (i32.const 32)
      )
      (loop $top6
       (local.set $0
        (i32.const 0)
       )
       (loop $top9
        (if
         (i32.lt_s
          (local.get $0)
          (local.get $4)
         )
         (then
          (if
           (i32.ge_u
            (local.get $0)
            (i32.const 64)
           )
           (then
            (global.set $oob_site
             (i32.const 2)
            )
            (br $folding-inner0)
           )
          )
          (local.set $10
           (f32.add
            (f32.load
             (i32.add
              (local.get $9)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $3
                (i32.add
                 (local.get $0)
                 (local.get $4)
                )
               )
               (i32.const 64)
              )
              (then
               (global.set $oob_site
                (i32.const 3)
               )
               (global.set $oob_index
                (local.get $3)
               )
               (return
                (i32.const 1)
               )
              )
             )
             (f32.load
              (i32.add
               (local.get $9)
               (i32.shl
                (local.get $3)
                (i32.const 2)
               )
              )
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $3
             (local.get $0)
            )
            (i32.const 64)
           )
           (then
            (global.set $oob_site
             (i32.const 4)
            )
            (br $folding-inner0)
           )
          )
          (f32.store
           (i32.add
            (local.get $9)
            (i32.shl
             (local.get $3)
             (i32.const 2)
            )
           )
           (local.get $10)
          )
         )
        )
        (br_if $top9
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $0)
            (i32.const 1)
           )
          )
          (i32.const 64)
         )
        )
       )
       (br_if $top6
        (i32.gt_s
         (local.tee $4
          (i32.shr_s
           (local.get $4)
           (i32.const 1)
          )
         )
         (i32.const 0)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top12
       (if
        (i32.eqz
         (local.get $0)
        )
        (then
         (local.set $10
          (f32.load
           (local.get $9)
          )
         )
         (if
          (i32.ge_u
           (local.get $2)
           (local.get $8)
          )
          (then
           (global.set $oob_site
            (i32.const 6)
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
          (local.get $10)
         )
        )
       )
       (br_if $top12
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (br_if $l14
       (i32.lt_s
        (local.tee $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (local.get $1)
       )
      )
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
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (local $10 f32)
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.tee $2
      (local.get $0)
     )
     (local.get $1)
    )
    (then
     (loop $l14
      (local.set $0
       (i32.const 0)
      )
      (loop $top3
       (local.set $10
        (f32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (i32.add
            (i32.shl
             (local.get $2)
             (i32.const 6)
            )
            (local.get $0)
           )
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $0)
         (i32.const 64)
        )
        (then
         (global.set $oob_site
          (i32.const 1)
         )
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $9)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (local.get $10)
       )
       (br_if $top3
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (local.set $4
       (i32.const 32)
      )
      (loop $top6
       (local.set $0
        (i32.const 0)
       )
       (loop $top9
        (if
         (i32.lt_s
          (local.get $0)
          (local.get $4)
         )
         (then
          (if
           (i32.ge_u
            (local.get $0)
            (i32.const 64)
           )
           (then
            (global.set $oob_site
             (i32.const 2)
            )
            (br $folding-inner0)
           )
          )
          (local.set $10
           (f32.add
            (f32.load
             (i32.add
              (local.get $9)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $3
                (i32.add
                 (local.get $0)
                 (local.get $4)
                )
               )
               (i32.const 64)
              )
              (then
               (global.set $oob_site
                (i32.const 3)
               )
               (global.set $oob_index
                (local.get $3)
               )
               (return
                (i32.const 1)
               )
              )
             )
             (f32.load
              (i32.add
               (local.get $9)
               (i32.shl
                (local.get $3)
                (i32.const 2)
               )
              )
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $3
             (local.get $0)
            )
            (i32.const 64)
           )
           (then
            (global.set $oob_site
             (i32.const 4)
            )
            (br $folding-inner0)
           )
          )
          (f32.store
           (i32.add
            (local.get $9)
            (i32.shl
             (local.get $3)
             (i32.const 2)
            )
           )
           (local.get $10)
          )
         )
        )
        (br_if $top9
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $0)
            (i32.const 1)
           )
          )
          (i32.const 64)
         )
        )
       )
       (br_if $top6
        (i32.gt_s
         (local.tee $4
          (i32.shr_s
           (local.get $4)
           (i32.const 1)
          )
         )
         (i32.const 0)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top12
       (if
        (i32.eqz
         (local.get $0)
        )
        (then
         (local.set $10
          (f32.load
           (local.get $9)
          )
         )
         (if
          (i32.ge_u
           (local.get $2)
           (local.get $8)
          )
          (then
           (global.set $oob_site
            (i32.const 6)
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
          (local.get $10)
         )
        )
       )
       (br_if $top12
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (br_if $l14
       (i32.lt_s
        (local.tee $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (local.get $1)
       )
      )
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
  (i32.const 1)
 )
)
