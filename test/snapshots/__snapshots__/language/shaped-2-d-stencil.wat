;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (result i32)
  (local $13 i32)
  (local $14 f32)
  (block $folding-inner1
   (block $folding-inner0
    (loop $l4
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (local.set $2
        (i32.const 0)
       )
       (loop $l2
        (if
         (i32.lt_s
          (local.get $2)
          (local.get $3)
         )
         (then
          (if
           (i32.ge_u
            (local.tee $4
             (i32.add
              (local.get $0)
              (i32.const 1)
             )
            )
            (local.get $11)
           )
           (then
            (global.set $oob_site
             (i32.const 0)
            )
            (br $folding-inner0)
           )
          )
          (local.set $4
           (i32.add
            (i32.mul
             (local.get $4)
             (local.get $12)
            )
            (block (result i32)
             (if
              (i32.ge_u
               (local.tee $4
                (i32.add
                 (local.get $2)
                 (i32.const 1)
                )
               )
               (local.get $12)
              )
              (then
               (global.set $oob_site
                (i32.const 1)
               )
               (br $folding-inner0)
              )
             )
             (local.get $4)
            )
           )
          )
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $9)
           )
           (then
            (global.set $oob_site
             (i32.const 2)
            )
            (global.set $oob_index
             (local.get $0)
            )
            (return
             (i32.const 1)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $13
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (local.get $10)
           )
           (then
            (global.set $oob_site
             (i32.const 3)
            )
            (br $folding-inner1)
           )
          )
          (if
           (i32.ge_u
            (local.tee $13
             (i32.add
              (local.get $13)
              (i32.mul
               (local.get $0)
               (local.get $10)
              )
             )
            )
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 4)
            )
            (br $folding-inner1)
           )
          )
          (local.set $14
           (f32.sub
            (f32.add
             (f32.add
              (f32.add
               (f32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $13)
                  (i32.const 2)
                 )
                )
               )
               (block (result f32)
                (if
                 (i32.ge_u
                  (local.tee $13
                   (i32.add
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                  (local.get $9)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 5)
                  )
                  (br $folding-inner1)
                 )
                )
                (if
                 (i32.ge_u
                  (local.tee $13
                   (i32.add
                    (i32.mul
                     (local.get $10)
                     (local.get $13)
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $13
                        (i32.add
                         (local.get $2)
                         (i32.const 1)
                        )
                       )
                       (local.get $10)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 6)
                       )
                       (br $folding-inner1)
                      )
                     )
                     (local.get $13)
                    )
                   )
                  )
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 7)
                  )
                  (br $folding-inner1)
                 )
                )
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $13)
                   (i32.const 2)
                  )
                 )
                )
               )
              )
              (block (result f32)
               (if
                (i32.ge_u
                 (local.tee $13
                  (i32.add
                   (local.get $0)
                   (i32.const 1)
                  )
                 )
                 (local.get $9)
                )
                (then
                 (global.set $oob_site
                  (i32.const 8)
                 )
                 (br $folding-inner1)
                )
               )
               (if
                (i32.ge_u
                 (local.get $2)
                 (local.get $10)
                )
                (then
                 (global.set $oob_site
                  (i32.const 9)
                 )
                 (global.set $oob_index
                  (local.get $2)
                 )
                 (return
                  (i32.const 1)
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $13
                  (i32.add
                   (local.get $2)
                   (i32.mul
                    (local.get $10)
                    (local.get $13)
                   )
                  )
                 )
                 (local.get $6)
                )
                (then
                 (global.set $oob_site
                  (i32.const 10)
                 )
                 (br $folding-inner1)
                )
               )
               (f32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $13)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (block (result f32)
              (if
               (i32.ge_u
                (local.tee $13
                 (i32.add
                  (local.get $0)
                  (i32.const 1)
                 )
                )
                (local.get $9)
               )
               (then
                (global.set $oob_site
                 (i32.const 11)
                )
                (br $folding-inner1)
               )
              )
              (if
               (i32.ge_u
                (local.tee $13
                 (i32.add
                  (i32.mul
                   (local.get $10)
                   (local.get $13)
                  )
                  (block (result i32)
                   (if
                    (i32.ge_u
                     (local.tee $13
                      (i32.add
                       (local.get $2)
                       (i32.const 2)
                      )
                     )
                     (local.get $10)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 12)
                     )
                     (br $folding-inner1)
                    )
                   )
                   (local.get $13)
                  )
                 )
                )
                (local.get $6)
               )
               (then
                (global.set $oob_site
                 (i32.const 13)
                )
                (br $folding-inner1)
               )
              )
              (f32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $13)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $13
                (i32.add
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (local.get $9)
              )
              (then
               (global.set $oob_site
                (i32.const 14)
               )
               (br $folding-inner1)
              )
             )
             (if
              (i32.ge_u
               (local.tee $13
                (i32.add
                 (i32.mul
                  (local.get $10)
                  (local.get $13)
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.tee $13
                     (i32.add
                      (local.get $2)
                      (i32.const 1)
                     )
                    )
                    (local.get $10)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 15)
                    )
                    (br $folding-inner1)
                   )
                  )
                  (local.get $13)
                 )
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 16)
               )
               (br $folding-inner1)
              )
             )
             (f32.mul
              (f32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $13)
                 (i32.const 2)
                )
               )
              )
              (f32.const 4)
             )
            )
           )
          )
          (if
           (i32.ge_u
            (local.get $4)
            (local.get $8)
           )
           (then
            (global.set $oob_site
             (i32.const 17)
            )
            (br $folding-inner0)
           )
           (else
            (f32.store
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $4)
               (i32.const 2)
              )
             )
             (local.get $14)
            )
            (local.set $2
             (i32.add
              (local.get $2)
              (i32.const 1)
             )
            )
            (br $l2)
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
       (br $l4)
      )
     )
    )
    (return
     (i32.const 0)
    )
   )
   (global.set $oob_index
    (local.get $4)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $13)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (result i32)
  (local $13 i32)
  (local $14 f32)
  (block $folding-inner1
   (block $folding-inner0
    (loop $l4
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (local.set $4
        (i32.const 0)
       )
       (loop $l2
        (if
         (i32.gt_s
          (local.get $3)
          (local.get $4)
         )
         (then
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (local.get $0)
              (i32.const 1)
             )
            )
            (local.get $11)
           )
           (then
            (global.set $oob_site
             (i32.const 0)
            )
            (br $folding-inner0)
           )
          )
          (local.set $2
           (i32.add
            (i32.mul
             (local.get $2)
             (local.get $12)
            )
            (block (result i32)
             (if
              (i32.ge_u
               (local.tee $2
                (i32.add
                 (local.get $4)
                 (i32.const 1)
                )
               )
               (local.get $12)
              )
              (then
               (global.set $oob_site
                (i32.const 1)
               )
               (br $folding-inner0)
              )
             )
             (local.get $2)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $13
             (i32.add
              (local.get $4)
              (i32.const 1)
             )
            )
            (local.get $10)
           )
           (then
            (global.set $oob_site
             (i32.const 3)
            )
            (br $folding-inner1)
           )
          )
          (if
           (i32.ge_u
            (local.tee $13
             (i32.add
              (i32.mul
               (local.get $0)
               (local.get $10)
              )
              (local.get $13)
             )
            )
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 4)
            )
            (br $folding-inner1)
           )
          )
          (local.set $14
           (f32.sub
            (f32.add
             (f32.add
              (f32.add
               (f32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $13)
                  (i32.const 2)
                 )
                )
               )
               (block (result f32)
                (if
                 (i32.ge_u
                  (local.tee $13
                   (i32.add
                    (local.get $0)
                    (i32.const 2)
                   )
                  )
                  (local.get $9)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 5)
                  )
                  (br $folding-inner1)
                 )
                )
                (if
                 (i32.ge_u
                  (local.tee $13
                   (i32.add
                    (i32.mul
                     (local.get $10)
                     (local.get $13)
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $13
                        (i32.add
                         (local.get $4)
                         (i32.const 1)
                        )
                       )
                       (local.get $10)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 6)
                       )
                       (br $folding-inner1)
                      )
                     )
                     (local.get $13)
                    )
                   )
                  )
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 7)
                  )
                  (br $folding-inner1)
                 )
                )
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $13)
                   (i32.const 2)
                  )
                 )
                )
               )
              )
              (block (result f32)
               (if
                (i32.ge_u
                 (local.tee $13
                  (i32.add
                   (local.get $0)
                   (i32.const 1)
                  )
                 )
                 (local.get $9)
                )
                (then
                 (global.set $oob_site
                  (i32.const 8)
                 )
                 (br $folding-inner1)
                )
               )
               (if
                (i32.ge_u
                 (local.tee $13
                  (i32.add
                   (i32.mul
                    (local.get $10)
                    (local.get $13)
                   )
                   (local.get $4)
                  )
                 )
                 (local.get $6)
                )
                (then
                 (global.set $oob_site
                  (i32.const 10)
                 )
                 (br $folding-inner1)
                )
               )
               (f32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $13)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (block (result f32)
              (if
               (i32.ge_u
                (local.tee $13
                 (i32.add
                  (local.get $0)
                  (i32.const 1)
                 )
                )
                (local.get $9)
               )
               (then
                (global.set $oob_site
                 (i32.const 11)
                )
                (br $folding-inner1)
               )
              )
              (if
               (i32.ge_u
                (local.tee $13
                 (i32.add
                  (i32.mul
                   (local.get $10)
                   (local.get $13)
                  )
                  (block (result i32)
                   (if
                    (i32.ge_u
                     (local.tee $13
                      (i32.add
                       (local.get $4)
                       (i32.const 2)
                      )
                     )
                     (local.get $10)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 12)
                     )
                     (br $folding-inner1)
                    )
                   )
                   (local.get $13)
                  )
                 )
                )
                (local.get $6)
               )
               (then
                (global.set $oob_site
                 (i32.const 13)
                )
                (br $folding-inner1)
               )
              )
              (f32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $13)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $13
                (i32.add
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (local.get $9)
              )
              (then
               (global.set $oob_site
                (i32.const 14)
               )
               (br $folding-inner1)
              )
             )
             (if
              (i32.ge_u
               (local.tee $13
                (i32.add
                 (i32.mul
                  (local.get $10)
                  (local.get $13)
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.tee $13
                     (i32.add
                      (local.get $4)
                      (i32.const 1)
                     )
                    )
                    (local.get $10)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 15)
                    )
                    (br $folding-inner1)
                   )
                  )
                  (local.get $13)
                 )
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 16)
               )
               (br $folding-inner1)
              )
             )
             (f32.mul
              (f32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $13)
                 (i32.const 2)
                )
               )
              )
              (f32.const 4)
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
             (i32.const 17)
            )
            (br $folding-inner0)
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
             (local.get $14)
            )
            (local.set $4
             (i32.add
              (local.get $4)
              (i32.const 1)
             )
            )
            (br $l2)
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
       (br $l4)
      )
     )
    )
    (return
     (i32.const 0)
    )
   )
   (global.set $oob_index
    (local.get $2)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $13)
  )
  (i32.const 1)
 )
)

;; ==== offset ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (result i32)
  (local $15 i32)
  (local $16 f32)
  (block $folding-inner1
   (block $folding-inner0
    (loop $l4
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (local.set $4
        (i32.const 0)
       )
       (loop $l2
        (if
         (i32.gt_s
          (local.get $3)
          (local.get $4)
         )
         (then
          (if
           (i32.ge_u
            (local.tee $2
             (i32.add
              (i32.add
               (local.get $0)
               (local.get $13)
              )
              (i32.const 1)
             )
            )
            (local.get $11)
           )
           (then
            (global.set $oob_site
             (i32.const 0)
            )
            (br $folding-inner0)
           )
          )
          (local.set $2
           (i32.add
            (i32.mul
             (local.get $2)
             (local.get $12)
            )
            (block (result i32)
             (if
              (i32.ge_u
               (local.tee $2
                (i32.add
                 (i32.add
                  (local.get $4)
                  (local.get $14)
                 )
                 (i32.const 1)
                )
               )
               (local.get $12)
              )
              (then
               (global.set $oob_site
                (i32.const 1)
               )
               (br $folding-inner0)
              )
             )
             (local.get $2)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $15
             (i32.add
              (local.get $0)
              (local.get $13)
             )
            )
            (local.get $9)
           )
           (then
            (global.set $oob_site
             (i32.const 2)
            )
            (br $folding-inner1)
           )
          )
          (if
           (i32.ge_u
            (local.tee $15
             (i32.add
              (i32.mul
               (local.get $10)
               (local.get $15)
              )
              (block (result i32)
               (if
                (i32.ge_u
                 (local.tee $15
                  (i32.add
                   (i32.add
                    (local.get $4)
                    (local.get $14)
                   )
                   (i32.const 1)
                  )
                 )
                 (local.get $10)
                )
                (then
                 (global.set $oob_site
                  (i32.const 3)
                 )
                 (br $folding-inner1)
                )
               )
               (local.get $15)
              )
             )
            )
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 4)
            )
            (br $folding-inner1)
           )
          )
          (local.set $16
           (f32.sub
            (f32.add
             (f32.add
              (f32.add
               (f32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $15)
                  (i32.const 2)
                 )
                )
               )
               (block (result f32)
                (if
                 (i32.ge_u
                  (local.tee $15
                   (i32.add
                    (i32.add
                     (local.get $0)
                     (local.get $13)
                    )
                    (i32.const 2)
                   )
                  )
                  (local.get $9)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 5)
                  )
                  (br $folding-inner1)
                 )
                )
                (if
                 (i32.ge_u
                  (local.tee $15
                   (i32.add
                    (i32.mul
                     (local.get $10)
                     (local.get $15)
                    )
                    (block (result i32)
                     (if
                      (i32.ge_u
                       (local.tee $15
                        (i32.add
                         (i32.add
                          (local.get $4)
                          (local.get $14)
                         )
                         (i32.const 1)
                        )
                       )
                       (local.get $10)
                      )
                      (then
                       (global.set $oob_site
                        (i32.const 6)
                       )
                       (br $folding-inner1)
                      )
                     )
                     (local.get $15)
                    )
                   )
                  )
                  (local.get $6)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 7)
                  )
                  (br $folding-inner1)
                 )
                )
                (f32.load
                 (i32.add
                  (local.get $5)
                  (i32.shl
                   (local.get $15)
                   (i32.const 2)
                  )
                 )
                )
               )
              )
              (block (result f32)
               (if
                (i32.ge_u
                 (local.tee $15
                  (i32.add
                   (i32.add
                    (local.get $0)
                    (local.get $13)
                   )
                   (i32.const 1)
                  )
                 )
                 (local.get $9)
                )
                (then
                 (global.set $oob_site
                  (i32.const 8)
                 )
                 (br $folding-inner1)
                )
               )
               (if
                (i32.ge_u
                 (local.tee $15
                  (i32.add
                   (i32.mul
                    (local.get $10)
                    (local.get $15)
                   )
                   (block (result i32)
                    (if
                     (i32.ge_u
                      (local.tee $15
                       (i32.add
                        (local.get $4)
                        (local.get $14)
                       )
                      )
                      (local.get $10)
                     )
                     (then
                      (global.set $oob_site
                       (i32.const 9)
                      )
                      (br $folding-inner1)
                     )
                    )
                    (local.get $15)
                   )
                  )
                 )
                 (local.get $6)
                )
                (then
                 (global.set $oob_site
                  (i32.const 10)
                 )
                 (br $folding-inner1)
                )
               )
               (f32.load
                (i32.add
                 (local.get $5)
                 (i32.shl
                  (local.get $15)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (block (result f32)
              (if
               (i32.ge_u
                (local.tee $15
                 (i32.add
                  (i32.add
                   (local.get $0)
                   (local.get $13)
                  )
                  (i32.const 1)
                 )
                )
                (local.get $9)
               )
               (then
                (global.set $oob_site
                 (i32.const 11)
                )
                (br $folding-inner1)
               )
              )
              (if
               (i32.ge_u
                (local.tee $15
                 (i32.add
                  (i32.mul
                   (local.get $10)
                   (local.get $15)
                  )
                  (block (result i32)
                   (if
                    (i32.ge_u
                     (local.tee $15
                      (i32.add
                       (i32.add
                        (local.get $4)
                        (local.get $14)
                       )
                       (i32.const 2)
                      )
                     )
                     (local.get $10)
                    )
                    (then
                     (global.set $oob_site
                      (i32.const 12)
                     )
                     (br $folding-inner1)
                    )
                   )
                   (local.get $15)
                  )
                 )
                )
                (local.get $6)
               )
               (then
                (global.set $oob_site
                 (i32.const 13)
                )
                (br $folding-inner1)
               )
              )
              (f32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $15)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (block (result f32)
             (if
              (i32.ge_u
               (local.tee $15
                (i32.add
                 (i32.add
                  (local.get $0)
                  (local.get $13)
                 )
                 (i32.const 1)
                )
               )
               (local.get $9)
              )
              (then
               (global.set $oob_site
                (i32.const 14)
               )
               (br $folding-inner1)
              )
             )
             (if
              (i32.ge_u
               (local.tee $15
                (i32.add
                 (i32.mul
                  (local.get $10)
                  (local.get $15)
                 )
                 (block (result i32)
                  (if
                   (i32.ge_u
                    (local.tee $15
                     (i32.add
                      (i32.add
                       (local.get $4)
                       (local.get $14)
                      )
                      (i32.const 1)
                     )
                    )
                    (local.get $10)
                   )
                   (then
                    (global.set $oob_site
                     (i32.const 15)
                    )
                    (br $folding-inner1)
                   )
                  )
                  (local.get $15)
                 )
                )
               )
               (local.get $6)
              )
              (then
               (global.set $oob_site
                (i32.const 16)
               )
               (br $folding-inner1)
              )
             )
             (f32.mul
              (f32.load
               (i32.add
                (local.get $5)
                (i32.shl
                 (local.get $15)
                 (i32.const 2)
                )
               )
              )
              (f32.const 4)
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
             (i32.const 17)
            )
            (br $folding-inner0)
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
             (local.get $16)
            )
            (local.set $4
             (i32.add
              (local.get $4)
              (i32.const 1)
             )
            )
            (br $l2)
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
       (br $l4)
      )
     )
    )
    (return
     (i32.const 0)
    )
   )
   (global.set $oob_index
    (local.get $2)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $15)
  )
  (i32.const 1)
 )
)
